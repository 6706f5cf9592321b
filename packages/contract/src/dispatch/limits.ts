/** How far a volunteer on duty is willing to go, in whole kilometres, and what a new volunteer starts with. */
export const DUTY_RADIUS_MIN_KM = 1;
export const DUTY_RADIUS_MAX_KM = 50;
export const DEFAULT_DUTY_RADIUS_KM = 10;
