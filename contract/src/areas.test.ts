import { describe, expect, it } from 'vitest';
import { checkPostcode, distanceAndTown, distanceText, districtInAddress, districtOfPostcode } from './areas.ts';
import { areaMessages } from './words/areas.ts';

describe('districtOfPostcode', () => {
  it.each([
    ['LS6 2AB', 'LS6'],
    ['ls62ab', 'LS6'],
    ['  sw1a 1aa ', 'SW1A'],
    ['EH1 1YZ', 'EH1'],
    ['CF10 1AA', 'CF10'],
    ['BT1 5GS', 'BT1'],
    ['LS6', 'LS6'],
    ['ec1a', 'EC1A'],
  ])('keeps only the district of %s', (typed, district) => {
    expect(districtOfPostcode(typed)).toBe(district);
  });

  it.each(['', 'hello', '12345', 'LS6 2A', 'QQ1 1AA X'])('reads nothing in %j', (typed) => {
    expect(districtOfPostcode(typed)).toBeNull();
  });

  it('lets an empty postcode through (it removes the area) and names a bad one', () => {
    expect(checkPostcode('')).toBeNull();
    expect(checkPostcode('not a postcode')).toBe(areaMessages.postcodeInvalid);
  });
});

describe('districtInAddress', () => {
  it('finds the postcode in an address, with or without its space', () => {
    expect(districtInAddress('12 Market St, Leeds LS1 6DT')).toBe('LS1');
    expect(districtInAddress('Charity House\nCardiff\nCF101AA')).toBe('CF10');
    expect(districtInAddress('Somewhere without one')).toBeNull();
  });
});

describe('distanceText', () => {
  it.each([
    [0, 'under 1 mile'],
    [0.99, 'under 1 mile'],
    [1, 'about 1 mile'],
    [1.49, 'about 1 mile'],
    [1.5, 'about 2 miles'],
    [3.04, 'about 3 miles'],
    [11.6, 'about 12 miles'],
    [171.02, 'about 171 miles'],
  ])('rounds %f miles to %j', (miles, text) => {
    expect(distanceText(miles)).toBe(text);
  });

  it('joins the distance and the town, leaving out what is empty', () => {
    expect(distanceAndTown({ Distance: 'about 3 miles', Town: 'Leeds' })).toBe('about 3 miles · Leeds');
    expect(distanceAndTown({ Distance: '', Town: 'Leeds' })).toBe('Leeds');
    expect(distanceAndTown({ Distance: '', Town: '' })).toBe('');
  });
});
