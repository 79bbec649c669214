import { LostFoundStatus } from './lost-found.entity';
import { commentRecipient, statusChange } from './lost-found-rules';

const now = new Date('2030-05-15T12:00:00Z');

describe('statusChange', () => {
  it('records when and by whom an item is marked RETURNED', () => {
    expect(statusChange(LostFoundStatus.LOST, LostFoundStatus.RETURNED, 7, now)).toEqual({ status: LostFoundStatus.RETURNED, returnedAt: now, returnedById: 7 });
  });

  it('forgets the handing back when an item is marked LOST again', () => {
    expect(statusChange(LostFoundStatus.RETURNED, LostFoundStatus.LOST, 7, now)).toEqual({ status: LostFoundStatus.LOST, returnedAt: null, returnedById: null });
  });

  it('changes nothing when the state is the same (the first return time stays)', () => {
    expect(statusChange(LostFoundStatus.RETURNED, LostFoundStatus.RETURNED, 7, now)).toBeNull();
    expect(statusChange(LostFoundStatus.LOST, LostFoundStatus.LOST, 7, now)).toBeNull();
  });
});

describe('commentRecipient', () => {
  it('tells the team member who recorded the item', () => {
    expect(commentRecipient(5, 9)).toBe(5);
  });

  it('tells nobody when the recorder comments on their own item, or their account is gone', () => {
    expect(commentRecipient(5, 5)).toBeNull();
    expect(commentRecipient(null, 9)).toBeNull();
  });
});
