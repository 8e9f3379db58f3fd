/** A district of Ulaanbaatar or a soum of an aimag. */
export type District = {
  name: string;
  /** Ulaanbaatar's numbered khoroos; null for a soum, whose bag is typed as text. */
  subdistricts: readonly string[] | null;
};

/** Ulaanbaatar or one of the 21 aimags. */
export type City = {
  name: string;
  districts: readonly District[];
};

export type AdminDivisions = readonly City[];
