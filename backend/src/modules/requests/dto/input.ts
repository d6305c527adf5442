/** class-transformer helpers of the request bodies only; the shared ones are in common/dto-transforms. */
/** Display spellings of enum values ('Data Collection') are read as the stored ones ('Data_Collection'). */
export const underscored = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, '_') : value);
