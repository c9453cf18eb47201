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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the contracts (zod) in their own long-cached chunks; antd and the charts are split
        // by page (recharts only loads with the dashboard).
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
