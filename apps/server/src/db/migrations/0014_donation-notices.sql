-- A donor is thanked with a notice when the payment is confirmed; it opens their donations.
ALTER TYPE "public"."notification_topic" ADD VALUE 'donation';
