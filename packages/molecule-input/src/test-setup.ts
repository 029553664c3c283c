import { configure } from '@testing-library/dom';

// findBy… and waitFor wait up to 5 s (1 s by default) before failing.
configure({ asyncUtilTimeout: 5000 });
