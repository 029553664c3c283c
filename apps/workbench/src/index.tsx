// The async boundary lets Module Federation settle the shared libraries before any of them runs.
import('./bootstrap.tsx');
