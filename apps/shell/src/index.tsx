// An async boundary: the shared libraries are negotiated before any of them is evaluated.
import('./bootstrap.tsx');
