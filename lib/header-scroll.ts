/** Spec section 4: the header turns translucent past 50 px and hides when scrolling down past 100 px. */
export const TRANSLUCENT_AFTER_PX = 50;
export const HIDE_AFTER_PX = 100;

export type HeaderScrollState = { hidden: boolean; translucent: boolean };

export function nextHeaderState(
  previousY: number,
  y: number,
  wasHidden: boolean,
): HeaderScrollState {
  const translucent = y > TRANSLUCENT_AFTER_PX;
  if (y <= HIDE_AFTER_PX) return { hidden: false, translucent };
  if (y > previousY) return { hidden: true, translucent };
  if (y < previousY) return { hidden: false, translucent };
  return { hidden: wasHidden, translucent };
}
