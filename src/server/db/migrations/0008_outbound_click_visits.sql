CREATE TABLE "outbound_click_visits" (
	"day" date NOT NULL,
	"visit" varchar(32) NOT NULL,
	CONSTRAINT "outbound_click_visits_day_visit_pk" PRIMARY KEY("day","visit")
);
