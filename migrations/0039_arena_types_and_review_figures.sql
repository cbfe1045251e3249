CREATE INDEX "arenas_type_idx" ON "arenas" USING btree ("arena_type");--> statement-breakpoint
CREATE INDEX "arenas_review_figures_idx" ON "arenas" USING btree ("review_count","rating_sum");