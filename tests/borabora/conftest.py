import sys
from pathlib import Path

# the borabora_helpers module sits next to the tests
sys.path.insert(0, str(Path(__file__).parent))
