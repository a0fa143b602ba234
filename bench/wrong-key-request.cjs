// autocannon's setupRequest (loaded by its worker thread, hence CommonJS): every request a new,
// well-formed wrong key, from the template's X-Forwarded-For or else from a new address.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const crypto = require('node:crypto');

module.exports = (request) => {
  const bytes = crypto.randomBytes(35);
  const from =
    request.headers['x-forwarded-for'] || `198.${18 + (bytes[32] & 1)}.${bytes[33]}.${bytes[34]}`;
  return {
    ...request,
    headers: {
      ...request.headers,
      authorization: `Bearer hub_${bytes.subarray(0, 32).toString('base64url')}`,
      'x-forwarded-for': from,
    },
  };
};
