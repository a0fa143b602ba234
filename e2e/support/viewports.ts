/** The screens the daily-loop journeys run on: a laptop and a phone. */
export const SIZES = {
  laptop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
