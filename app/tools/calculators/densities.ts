/**
 * Typical densities in g/ml, shared by the fragrance calculator's defaults and the cost calculator (which prices oil
 * by weight). A module of their own so that the cost calculator does not bring the fragrance calculator with it: a
 * module two calculators share goes into the kit every tool page loads.
 */
export const DENSITY = { oil: 0.95, alcohol: 0.789, water: 1 } as const;
