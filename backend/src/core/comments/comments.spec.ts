import { ForbiddenError, NotFoundError } from '../errors/app-errors';
import { deletableComment, mayDeleteComment, toNewCommentDto } from './comments';

describe('who may delete a comment', () => {
  it('is its author, whether of the team or not', () => {
    expect(mayDeleteComment(7, 7, false)).toBe(true);
    expect(mayDeleteComment(7, 7, true)).toBe(true);
  });

  it('is the edition’s team for anyone’s comment (moderation)', () => {
    expect(mayDeleteComment(8, 7, true)).toBe(true);
  });

  it('is nobody else, and nobody signed out', () => {
    expect(mayDeleteComment(8, 7, false)).toBe(false);
    expect(mayDeleteComment(8, undefined, true)).toBe(false);
    expect(mayDeleteComment(8, null, true)).toBe(false);
  });
});

describe('the comment a caller deletes', () => {
  const comment = { id: 1, user: { id: 3 } };

  it('is theirs, or anyone’s when they moderate', () => {
    expect(deletableComment(comment, 3, false)).toBe(comment);
    expect(deletableComment(comment, 4, true)).toBe(comment);
  });

  it('is 404 when there is none and 403 when it is someone else’s', () => {
    expect(() => deletableComment(null, 3, true)).toThrow(NotFoundError);
    expect(() => deletableComment(comment, 4, false)).toThrow(ForbiddenError);
  });
});

describe('a comment just written', () => {
  it('is shown with its author, who may delete it', () => {
    const createdAt = new Date('2030-05-15T12:00:00Z');
    const updatedAt = new Date('2030-05-01T08:00:00Z');
    expect(toNewCommentDto({ id: 5, content: 'Hi', createdAt }, { id: 3, pseudo: 'ann', updatedAt }, false)).toEqual({
      id: 5,
      content: 'Hi',
      createdAt: createdAt.toISOString(),
      author: { id: 3, pseudo: 'ann', profilePicture: null, updatedAt: updatedAt.toISOString() },
      canDelete: true,
    });
  });
});
