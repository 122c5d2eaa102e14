ALTER TABLE "wallet"."entries" DROP CONSTRAINT "entries_transfer_id_transfers_id_fk";
