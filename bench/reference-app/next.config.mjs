// The reference page needs nothing but the defaults (bench/reference-app/app/layout.jsx).
export default {};
