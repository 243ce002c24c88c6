// The reference page needs nothing but the defaults (bench/reference-app/app/layout.jsx).
const config = {};

export default config;
