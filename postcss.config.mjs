import scopeConsentLibraryVariables from './src/components/layout/consent/scope-library-variables.mjs';

const config = { plugins: ['@tailwindcss/postcss', scopeConsentLibraryVariables] };

export default config;
