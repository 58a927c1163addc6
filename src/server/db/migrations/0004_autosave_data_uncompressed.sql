-- Auto-save documents (up to 1 MB, mostly base64 image data that barely compresses) are stored out of
-- line without pglz compression: measured here, a 1 MB auto-save took 25.5 ms in the service on
-- PostgreSQL with compression and 8.3 ms without (PGlite 40.9 -> 21.8 ms).
ALTER TABLE "auto_save_sessions" ALTER COLUMN "design_data" SET STORAGE EXTERNAL;
