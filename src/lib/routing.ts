/**
 * Routing for code that may run in an island (lib/island.tsx): react-router's in the app, and in
 * the islands' build (vite.islands.config.ts) the islands' own, working on the document's address
 * (src/islands/document-router.tsx). The seam between the two: ESLint keeps react-router-dom itself out of
 * every module an island can reach (eslint.config.js), and the islands' build fails on anything
 * imported here that their router does not have.
 */
export { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
