/**
 * Money in whole pence, with exact arithmetic: products of decimal quantities
 * (millilitres, percentages, densities) and prices are computed as integers
 * (BigInt) and rounded once, half up, to the penny. No floating pounds.
 */

/** Decimal places kept from each decimal factor (a density of 0.789, a percentage of 17.5). */
const SCALE_DIGITS = 6;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** A non-negative decimal number as an integer of millionths (0.95 → 950000n), exactly as written to 6 places. */
export function toMillionths(value: number): bigint {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Expected a non-negative number, got ${value}`);
  const [whole = '0', fraction = ''] = value.toFixed(SCALE_DIGITS).split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(SCALE_DIGITS, '0'));
}

/** numerator ÷ denominator rounded half up (both non-negative, denominator > 0). */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('roundDiv needs a non-negative numerator and a positive denominator');
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * Whole pence of a product of decimal factors divided by a whole divisor,
 * rounded half up once at the end: e.g. oil cost per bottle =
 * penceFromProduct([ml, percent, density, pencePerKg], 100 × 1000).
 */
export function penceFromProduct(factors: number[], divisor: number): number {
  if (!Number.isSafeInteger(divisor) || divisor <= 0) throw new RangeError(`The divisor must be a positive whole number, got ${divisor}`);
  let numerator = 1n;
  for (const factor of factors) numerator *= toMillionths(factor);
  const denominator = SCALE ** BigInt(factors.length) * BigInt(divisor);
  return Number(roundDiv(numerator, denominator));
}

/** A percentage of an amount of pence, rounded half up to the penny: 145p at 94 % → 136p. */
export function percentOf(pence: number, percent: number): number {
  assertPence(pence);
  return Number(roundDiv(BigInt(pence) * toMillionths(percent), 100n * SCALE));
}

/** Whole pence per unit of a total, rounded half up. */
export function perUnit(totalPence: number, quantity: number): number {
  assertPence(totalPence);
  if (!Number.isSafeInteger(quantity) || quantity <= 0)
    throw new RangeError(`The quantity must be a positive whole number, got ${quantity}`);
  return Number(roundDiv(BigInt(totalPence), BigInt(quantity)));
}

/** pence × a whole quantity, checked to stay exact. */
export function times(pence: number, quantity: number): number {
  assertPence(pence);
  const result = pence * quantity;
  if (!Number.isSafeInteger(result)) throw new RangeError('The amount is too large to keep exact');
  return result;
}

export function sumPence(amounts: number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertPence(amount);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('The amount is too large to keep exact');
  return total;
}

function assertPence(pence: number): void {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`Expected whole, non-negative pence, got ${pence}`);
}
