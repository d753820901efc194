// The jest preset loads @testing-library/jest-dom at run time; this gives its matchers
// (toBeInTheDocument, toHaveTextContent...) to the type checker for every host test.
/// <reference types="@testing-library/jest-dom" />
