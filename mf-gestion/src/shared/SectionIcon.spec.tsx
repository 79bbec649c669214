import { renderToStaticMarkup } from 'react-dom/server';
import { workshopLocationsEntry } from '../workshop-locations/entry';
import { SectionIcon } from './SectionIcon';

describe('SectionIcon', () => {
  it('shows the workshop locations as a map pin, not as the calendar of the planning', () => {
    expect(workshopLocationsEntry.icon).toBe('IconMapPin');
    const svg = renderToStaticMarkup(<SectionIcon name={workshopLocationsEntry.icon} size={16} />);
    expect(svg).toContain('tabler-icon-map-pin');
    expect(svg).not.toContain('tabler-icon-calendar-event');
  });

  it('draws nothing for a name it does not know', () => {
    expect(renderToStaticMarkup(<SectionIcon name="IconNope" size={16} />)).toBe('');
  });
});
