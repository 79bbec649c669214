import { describeError, isCrawler } from './crawler';

describe('crawler detection', () => {
  it('recognises crawlers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'LinkedInBot/1.0',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
      'Baiduspider',
      'DuckDuckBot/1.0',
      'Yahoo! Slurp',
      'SomeCrawler/1.0',
    ]) {
      expect(isCrawler(ua)).toBe(true);
    }
  });

  it('leaves browsers alone', () => {
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36')).toBe(false);
    expect(isCrawler('')).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});

describe('describeError', () => {
  it('reads status and message', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toEqual({ status: 404, message: 'Not Found' });
    expect(describeError(new Error('boom'))).toEqual({ status: 500, message: 'boom' });
    expect(describeError({ statusCode: 403, message: 'no' })).toEqual({ status: 403, message: 'no' });
    expect(describeError('x')).toEqual({ status: 500, message: 'x' });
  });
});
