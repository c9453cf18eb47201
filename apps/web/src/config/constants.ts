/** Layout and timing constants of the shell (spec-1 §9). */
export const TAB_BAR_HEIGHT_PX = 50;
/** Sticky elements sit below the 50 px header. */
export const STICKY_OFFSET_PX = 50;
/** Toasts vanish after 2 s (spec-1 §1, §9). */
export const TOAST_DURATION_MS = 2000;
