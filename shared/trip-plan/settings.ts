/** A trip's road settings when the rider has not changed them: the figures most haulers plan with. */
export const TRIP_SETTING_DEFAULTS = {
  dailyLimitMiles: 500,
  dailyLimitHours: 9,
  restEveryHours: 4,
  towingSpeedMph: 55,
  fuelMpg: 9,
  fuelPrice: 3.75,
} as const;

/** What the settings form and the API accept; 0 and 5,000 miles a day, or 0 mpg, are refused. */
export const TRIP_SETTING_BOUNDS = {
  dailyLimitMiles: { min: 50, max: 1200 },
  dailyLimitHours: { min: 1, max: 16 },
  restEveryHours: { min: 1, max: 12 },
  towingSpeedMph: { min: 20, max: 80 },
  fuelMpg: { min: 1, max: 40 },
  fuelPrice: { min: 0, max: 20 },
} as const;

export type TripSettingName = keyof typeof TRIP_SETTING_DEFAULTS;

/** How far off the route a suggested overnight may be, by default and at most. */
export const DEFAULT_DETOUR_MILES = 15;
export const MAX_DETOUR_MILES = 100;
