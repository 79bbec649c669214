# Image for the multi-machine shape of docker-compose.yml: one stateless replica that serves the API,
# the SSE streams and the built front ends. PostgreSQL comes from DATABASE_URL (no embedded server).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
COPY --from=build /app /app
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
EXPOSE 3000
USER node
CMD ["node", "backend/dist/main.js"]
