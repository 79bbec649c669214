import { volunteerApplicationStatusValues } from '@festival/api-client';
import { APPLICATION_STATUS_COLOR, applicationStatusColor } from './status';

describe('application status colours', () => {
  it('colours every status the API has, alike on every page', () => {
    expect(Object.keys(APPLICATION_STATUS_COLOR).sort()).toEqual([...volunteerApplicationStatusValues].sort());
    expect(applicationStatusColor('REJECTED')).toBe('red');
    expect(applicationStatusColor('SOMETHING_NEW')).toBe('gray');
  });
});
