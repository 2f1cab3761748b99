import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first and last words of a name', () => {
    expect(initials('Wildhaven Botanics')).toBe('WB');
    expect(initials('Sophie Anne Brennan')).toBe('SB');
  });

  it('skips ampersands and connecting words', () => {
    expect(initials('Ilse & Wren')).toBe('IW');
    expect(initials('House of Vision')).toBe('HV');
    expect(initials('Fragrance Du Bois')).toBe('FB');
  });

  it('gives one letter for a one-word name, in capitals', () => {
    expect(initials('BDXY')).toBe('B');
    expect(initials('  ossia ')).toBe('O');
  });

  it('keeps accented letters whole and nothing for a name without letters', () => {
    expect(initials('Élodie Ørsted')).toBe('ÉØ');
    expect(initials('—')).toBe('');
  });
});
