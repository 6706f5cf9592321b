import { describe, expect, it } from 'vitest';
import { pincodeFill } from './pincode-fill.ts';

const bengaluru = { city: 'Bengaluru Urban', state: 'Karnataka' };
const delhi = { city: 'New Delhi', state: 'Delhi' };

describe('filling city and state from a PIN code', () => {
  it('fills empty fields', () => {
    expect(pincodeFill({ city: '', state: ' ' }, null, bengaluru)).toEqual({ fill: bengaluru, outcome: 'filled' });
  });

  it('keeps what the person typed, and says the PIN code is elsewhere', () => {
    expect(pincodeFill({ city: 'Bengaluru', state: '' }, null, bengaluru)).toEqual({ fill: { state: 'Karnataka' }, outcome: 'elsewhere' });
    expect(pincodeFill({ city: 'Kochi', state: 'Kerala' }, null, bengaluru)).toEqual({ fill: {}, outcome: 'elsewhere' });
  });

  it('replaces what an earlier PIN code filled in', () => {
    expect(pincodeFill(bengaluru, bengaluru, delhi)).toEqual({ fill: delhi, outcome: 'filled' });
    // The city typed over the filled one stays; the state, still as filled, follows the PIN code.
    expect(pincodeFill({ city: 'Gurugram', state: 'Karnataka' }, bengaluru, delhi)).toEqual({ fill: { state: 'Delhi' }, outcome: 'elsewhere' });
  });

  it('changes nothing when the fields already say the PIN code’s town, whatever the case', () => {
    expect(pincodeFill({ city: 'bengaluru urban', state: 'KARNATAKA' }, null, bengaluru)).toEqual({ fill: {}, outcome: 'same' });
  });
});
