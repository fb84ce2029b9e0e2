import sys

from paracert.cli import main

sys.exit(main())
