import { isDatabaseDown, isDatabaseUnavailable } from './timeouts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('what says the database cannot answer', () => {
  it('a refused or reset connection, a shutdown, a statement timeout: unavailable; only the statement timeout leaves it up', () => {
    expect(isDatabaseDown(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseDown(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseDown(new Error('Connection terminated unexpectedly'))).toBe(true);
    const timeout = withCode('canceling statement due to statement timeout', '57014');
    expect(isDatabaseUnavailable(timeout)).toBe(true);
    expect(isDatabaseDown(timeout)).toBe(false);
    // A connection opened to a frozen server: node-postgres's connect timeout, with no code.
    expect(isDatabaseDown(new Error('timeout expired'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('the reservation timeout expired'))).toBe(false);
    // Wrapped by the ORM: the driver's error is its cause.
    expect(isDatabaseDown(Object.assign(new Error('wrapped'), { cause: withCode('read ECONNRESET', 'ECONNRESET') }))).toBe(true);
  });

  it("a browser leaving is not the database's doing: an abandoned download, a request body dropped half-way", () => {
    // What Express's sendFile reports when the browser goes away before the file is sent (met in CI:
    // it turned the whole API to 503 for the other journeys).
    expect(isDatabaseUnavailable(withCode('Request aborted', 'ECONNABORTED'))).toBe(false);
    // body-parser's (raw-body) error for a body cut short.
    expect(isDatabaseUnavailable(Object.assign(withCode('request aborted', 'ECONNABORTED'), { status: 400, type: 'request.aborted' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Request closed'))).toBe(false);
  });
});
