import { EMPTY_FORM, isValidActionUrl, sendBodyOf, validateSendForm } from './adminNotificationsRules';

describe('admin send form', () => {
  const filled = { ...EMPTY_FORM, userId: '12', title: ' Hello ', message: ' Gates open at 9 ' };

  it('needs a recipient for one user, a title and a message', () => {
    expect(validateSendForm(EMPTY_FORM)).toEqual({
      userId: 'notifications.errors.recipientRequired',
      title: 'notifications.errors.titleRequired',
      message: 'notifications.errors.messageRequired',
    });
    expect(validateSendForm({ ...EMPTY_FORM, target: 'all', title: 'a', message: 'b' })).toEqual({});
    expect(validateSendForm(filled)).toEqual({});
  });

  it('applies the server limits: title 200, message 2000, link label 60', () => {
    expect(validateSendForm({ ...filled, title: 'x'.repeat(201) }).title).toBe('notifications.errors.titleTooLong');
    expect(validateSendForm({ ...filled, title: 'x'.repeat(200) }).title).toBeUndefined();
    expect(validateSendForm({ ...filled, message: 'x'.repeat(2001) }).message).toBe('notifications.errors.messageTooLong');
    expect(validateSendForm({ ...filled, actionUrl: '/x', actionText: 'x'.repeat(61) }).actionText).toBe('notifications.errors.actionTextTooLong');
    expect(validateSendForm({ ...filled, actionText: 'Open' }).actionUrl).toBe('notifications.errors.actionUrlNeeded');
  });

  it('accepts a site path or an https URL as the link', () => {
    expect(['', '/editions/3', 'https://example.org/a?b=1'].map(isValidActionUrl)).toEqual([true, true, true]);
    expect(['//evil.example', 'http://example.org', 'javascript:alert(1)', 'editions/3', '/a b'].map(isValidActionUrl)).toEqual([false, false, false, false, false]);
  });

  it('sends trimmed values and leaves empty options out', () => {
    expect(sendBodyOf(filled)).toEqual({ target: 'user', userId: 12, type: 'INFO', category: 'system', title: 'Hello', message: 'Gates open at 9' });
    expect(sendBodyOf({ ...filled, target: 'self', actionUrl: ' /notifications ', actionText: ' See ' })).toEqual({
      target: 'self',
      type: 'INFO',
      category: 'system',
      title: 'Hello',
      message: 'Gates open at 9',
      actionUrl: '/notifications',
      actionText: 'See',
    });
  });
});
