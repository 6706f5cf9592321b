-- A checkout not paid within a day expires (donations.expiry.ts): its donation's status becomes
-- `expired`. A payment that still comes for it completes it all the same.
ALTER TYPE "public"."donation_status" ADD VALUE 'expired';
