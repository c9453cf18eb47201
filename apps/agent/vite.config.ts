import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The agent portal is served by the API server at /agent/ (decision 0030).
export default defineConfig({
  base: '/agent/',
  plugins: [react()],
  server: {
    port: 5175,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the contracts (zod) in their own long-cached chunks; the charts load with the report page.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'contracts', test: /(node_modules[\\/]zod|packages[\\/]shared)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
