// SKELETON: the 360 reviews work fills these schemas.
export {};
