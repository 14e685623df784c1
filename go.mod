module croupier

go 1.26
