// The package tsconfig lists only jest and node types; tests here also use jest-dom's
// matchers (toBeInTheDocument...), which the shared jest setup installs at run time.
/// <reference types="@testing-library/jest-dom" />
