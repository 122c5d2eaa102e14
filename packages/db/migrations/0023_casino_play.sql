ALTER TABLE "casino_wallet"."transactions" DROP CONSTRAINT "transactions_kind";--> statement-breakpoint
ALTER TABLE "casino_wallet"."transactions" ADD CONSTRAINT "transactions_kind" CHECK ("casino_wallet"."transactions"."kind" in ('bet', 'win', 'play', 'rollback', 'tombstone'));--> statement-breakpoint
-- Decision 019 "Play": a call's answer is written into its claim row in the same unit of work; room
-- left in each page lets that update stay on the page (a HOT update: no new index entries).
ALTER TABLE "casino_wallet"."transactions" SET (fillfactor = 80);
