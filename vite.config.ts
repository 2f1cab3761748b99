import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Hashed file names under /assets are served with immutable caching by server/app.ts.
    assetsInlineLimit: 0,
  },
});
