CREATE TABLE "chat_mail_throttle" (
	"user_id" integer NOT NULL,
	"chat_id" integer NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_mail_throttle_user_id_chat_id_pk" PRIMARY KEY("user_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"orders" boolean DEFAULT true NOT NULL,
	"proposals" boolean DEFAULT true NOT NULL,
	"reviews" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_mail_throttle" ADD CONSTRAINT "chat_mail_throttle_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mail_throttle" ADD CONSTRAINT "chat_mail_throttle_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;