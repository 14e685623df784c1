module croupier/tools/handcmp

go 1.26.0

require croupier v0.0.0

replace croupier => ../..
