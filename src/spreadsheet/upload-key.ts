/** A chunk's key on the wire: a retry or a resume of this upload reuses it, a new upload not. */
export const uploadKey = (chunkKey: string, uploadId: string) => `${chunkKey}-${uploadId}`;
