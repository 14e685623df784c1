module croupier/tools/handcmp

go 1.26.0

require croupier v0.0.0

require golang.org/x/sys v0.49.0 // indirect

replace croupier => ../..
