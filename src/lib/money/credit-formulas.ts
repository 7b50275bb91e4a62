/** Veteran credit in whole dollars: `per100k` dollars for every $100,000 of price. */
export function veteranCredit(price: number, per100k: number): number {
  return Math.round((price / 100_000) * per100k)
}

/** New construction credit in whole dollars; `rate` is a fraction of price (0.01 is 1%). */
export function newConstructionCredit(price: number, rate: number): number {
  return Math.round(price * rate)
}
