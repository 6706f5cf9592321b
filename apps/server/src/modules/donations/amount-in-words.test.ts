import { describe, expect, it } from 'vitest';
import { integerInWords, rupeesInWords } from './amount-in-words.ts';

describe('amounts in words', () => {
  it('groups the Indian way: thousand, lakh, crore', () => {
    expect(integerInWords(0)).toBe('Zero');
    expect(integerInWords(50)).toBe('Fifty');
    expect(integerInWords(115)).toBe('One Hundred Fifteen');
    expect(integerInWords(1000)).toBe('One Thousand');
    expect(integerInWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(integerInWords(100_000)).toBe('One Lakh');
    expect(integerInWords(1_25_050)).toBe('One Lakh Twenty-Five Thousand Fifty');
    expect(integerInWords(99_99_999)).toBe('Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(integerInWords(1_00_00_000)).toBe('One Crore');
    expect(integerInWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(integerInWords(1_000_00_00_000)).toBe('One Thousand Crore');
  });

  it('writes rupees and paise as a receipt does', () => {
    expect(rupeesInWords(500)).toBe('Rupees Five Hundred Only');
    expect(rupeesInWords(50.5)).toBe('Rupees Fifty and Fifty Paise Only');
    expect(rupeesInWords(1234.07)).toBe('Rupees One Thousand Two Hundred Thirty-Four and Seven Paise Only');
    expect(rupeesInWords(0.29)).toBe('Rupees Zero and Twenty-Nine Paise Only');
    expect(rupeesInWords(999_999)).toBe('Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only');
  });
});
