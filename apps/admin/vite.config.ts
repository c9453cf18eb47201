import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office is served by the API server at /admin/.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000', '/static': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
