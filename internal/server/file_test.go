package server_test

import "os"

var readFile = os.ReadFile
