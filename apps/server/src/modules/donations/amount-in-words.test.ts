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

  it('writes amounts in Hindi words, grouped the same Indian way', () => {
    expect(integerInWords(0, 'hi')).toBe('शून्य');
    expect(integerInWords(115, 'hi')).toBe('एक सौ पंद्रह');
    expect(integerInWords(99_999, 'hi')).toBe('निन्यानबे हज़ार नौ सौ निन्यानबे');
    expect(integerInWords(1_25_050, 'hi')).toBe('एक लाख पच्चीस हज़ार पचास');
    expect(integerInWords(12_34_56_789, 'hi')).toBe('बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी');
    expect(integerInWords(1_000_00_00_000, 'hi')).toBe('एक हज़ार करोड़');
    expect(rupeesInWords(1_25_000, 'hi')).toBe('एक लाख पच्चीस हज़ार रुपये');
    expect(rupeesInWords(50.5, 'hi')).toBe('पचास रुपये और पचास पैसे');
    expect(rupeesInWords(0.29, 'hi')).toBe('शून्य रुपये और उनतीस पैसे');
    expect(rupeesInWords(999_999, 'hi')).toBe('नौ लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये');
  });

  it('writes amounts in the words of each of the other Indian languages, and in the sentence a receipt writes', () => {
    expect(rupeesInWords(125_050.5, 'bn')).toBe('এক লক্ষ পঁচিশ হাজার পঞ্চাশ টাকা পঞ্চাশ পয়সা মাত্র');
    expect(integerInWords(99, 'ur')).toBe('ننانوے');
    expect(rupeesInWords(1500, 'ur')).toBe('ایک ہزار پانچ سو روپے صرف');
    expect(integerInWords(1000, 'te')).toBe('వెయ్యి');
    expect(integerInWords(2000, 'te')).toBe('రెండు వేల');
    expect(integerInWords(1000, 'ta')).toBe('ஆயிரம்');
    expect(integerInWords(200, 'ta')).toBe('இருநூறு');
    // Hundreds before more of the number, and the 1 that ends one, as each language says them.
    expect(integerInWords(125, 'ta')).toBe('நூற்று இருபத்தைந்து');
    expect(integerInWords(101, 'ta')).toBe('நூற்று ஒன்று');
    expect(integerInWords(150, 'te')).toBe('నూట యాభై');
    expect(integerInWords(1000, 'ml')).toBe('ആയിരം');
    expect(integerInWords(250, 'kn')).toBe('ಇನ್ನೂರ ಐವತ್ತು');
    for (const language of ['bn', 'mr', 'te', 'ta', 'gu', 'kn', 'ml', 'ur'] as const) {
      const words = rupeesInWords(12_34_567.89, language);
      expect(words, language).not.toMatch(/[A-Za-z]/);
      expect(words.split(' ').length, language).toBeGreaterThan(6);
    }
  });
});
