import { describe, expect, it } from 'vitest';
import { looksLikeEmail, parseAmount, parseBoolean, parseDirection, parseDuration } from './csv-values';

describe('csv values', () => {
  it.each([
    ['1234', 1234],
    ['1 234,50', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['$1,234.50', 1234.5],
    ['€ 1.234', 1234],
    ['1.234', 1234],
    ['1,5', 1.5],
    ['0,500', 0.5],
    ['1234.567', 1234.567],
    ["1'234.50", 1234.5],
    ['99 EUR', 99],
    ['1,234,567', 1234567],
    ['.5', 0.5],
    ['-$5', -5],
  ])('reads the amount %j as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['abc', '1,2,3.4.5', '12abc34', '1.23.4', '', '-', '--5', '1,23,456.00'])('refuses the amount %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it('follows a declared decimal separator where a guess would differ', () => {
    expect(parseAmount('1,234', ',')).toBe(1.234);
    expect(parseAmount('1.234', '.')).toBe(1.234);
    expect(parseAmount('1.234,5', '.')).toBeUndefined();
  });

  it.each([
    ['95', 95],
    ['95.6', 96],
    ['1:35', 95],
    ['75:00', 4500],
    ['01:01:35', 3695],
    ['0:00', 0],
  ])('reads the duration %j as %d seconds', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });

  it.each(['1:75', '1:60:00', 'ten', '-5', '1:2'])('refuses the duration %j', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it('reads yes/no words and directions case-insensitively', () => {
    expect(['Yes', 'TRUE', '1', 'y'].map(parseBoolean)).toEqual([true, true, true, true]);
    expect(['No', 'false', '0', 'N'].map(parseBoolean)).toEqual([false, false, false, false]);
    expect(parseBoolean('maybe')).toBeUndefined();
    expect(['Inbound', 'incoming', 'OUT', 'outgoing'].map(parseDirection)).toEqual(['inbound', 'inbound', 'outbound', 'outbound']);
    expect(parseDirection('constructor')).toBeUndefined();
  });

  it('tells e-mail addresses from names', () => {
    expect(looksLikeEmail('ann@example.com')).toBe(true);
    expect(looksLikeEmail('Ann Lee')).toBe(false);
  });
});
